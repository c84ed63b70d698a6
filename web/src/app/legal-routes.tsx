import type { RouteObject } from 'react-router-dom';

/** Privacy Policy, Terms of Use and Cookie Policy: shown inside the site layout (navigation and footer). */
export const legalRoutes: RouteObject[] = [];

/** Disclaimers, Intellectual Property and About: standalone pages with their own top bar. */
export const standaloneLegalRoutes: RouteObject[] = [];
