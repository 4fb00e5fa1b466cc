import * as z from 'zod';
import { defineRoutes } from '../route.ts';
import { STAFF, STAFF_AND_CLIENT } from '../roles.ts';
import * as calendar from '../schemas/calendar.ts';
import { idParams, okResponse, userIdParams } from '../schemas/common.ts';

// One line per route, so the table reads as a table.
// prettier-ignore
export const calendarRoutes = defineRoutes('calendar', {
  'calendar.availabilities': { domain: 'calendar', method: 'GET', path: '/api/Calendar/user/{userId}', roles: STAFF_AND_CLIENT, scope: { object: 'staff', at: 'params.userId' }, summary: "A lawyer's availability slots", params: userIdParams, response: calendar.availabilities },
  'calendar.availabilityDays': { domain: 'calendar', method: 'GET', path: '/api/Calendar/user/{userId}/disponibilites', roles: STAFF_AND_CLIENT, scope: { object: 'staff', at: 'params.userId' }, summary: 'Free slots per day between two dates (31 days at most)', params: userIdParams, query: calendar.availabilityDaysQuery, response: calendar.availabilityDays },
  'calendar.createAvailability': { domain: 'calendar', method: 'POST', path: '/api/Calendar/CreateDisponibilite', roles: STAFF, scope: 'firm', summary: 'Add an availability slot of the caller', body: calendar.availabilityBody, response: calendar.availability, status: 201, ignored: ['id', 'idUtilisateur', 'actif', 'jour'] },
  'calendar.deleteAvailability': { domain: 'calendar', method: 'DELETE', path: '/api/Calendar/Disponibilite/{id}', roles: STAFF, scope: { object: 'availability', at: 'params.id' }, summary: 'Remove an availability slot', params: idParams, response: okResponse },
  'calendar.appointments': { domain: 'calendar', method: 'GET', path: '/api/Calendar/user/{userId}/rendezvous', roles: STAFF_AND_CLIENT, scope: { object: 'person', at: 'params.userId' }, summary: "A person's appointments (between two dates, if given)", params: userIdParams, query: calendar.appointmentsQuery, response: calendar.appointmentList },
  'calendar.appointment': { domain: 'calendar', method: 'GET', path: '/api/Calendar/RendezVous/{idrendezvous}', roles: STAFF_AND_CLIENT, scope: { object: 'appointment', at: 'params.idrendezvous' }, summary: 'Appointment detail', params: calendar.appointmentParams, response: calendar.appointmentDetail },
  'calendar.updateAppointment': { domain: 'calendar', method: 'PUT', path: '/api/Calendar/RendezVous/{idrendezvous}', roles: STAFF, scope: { object: 'appointment', at: 'params.idrendezvous' }, summary: "Edit an appointment's date, times and comment", params: calendar.appointmentParams, body: calendar.updateAppointmentBody, response: calendar.appointmentDetail, ignored: ['id', 'idRendezVous', 'idClient', 'idUtilisateur', 'idDossier', 'statut'] },
  'calendar.createAppointment': { domain: 'calendar', method: 'POST', path: '/api/Calendar/create-rendez-vous', roles: STAFF_AND_CLIENT, scope: 'firm', summary: 'Create (staff) or book (client) an appointment', body: calendar.appointmentBody, response: calendar.appointmentDetail, status: 201, ignored: ['id'], idempotent: true },
  'calendar.confirmAppointment': { domain: 'calendar', method: 'POST', path: '/api/Calendar/confirmer-rendez-vous', roles: STAFF, scope: { object: 'appointment', at: 'body.id' }, summary: 'Confirm an appointment', body: calendar.confirmAppointmentBody, response: calendar.appointmentDetail },
  'calendar.cancelAppointment': { domain: 'calendar', method: 'POST', path: '/api/Calendar/annuler-rendez-vous', roles: STAFF_AND_CLIENT, scope: { object: 'appointment', at: 'body.id' }, summary: 'Cancel an appointment with a reason', body: calendar.cancelAppointmentBody, response: calendar.appointmentDetail },
  'calendar.feedUrl': { domain: 'calendar', method: 'GET', path: '/api/Calendar/feed-url', roles: STAFF, scope: 'self', summary: 'Whether the private calendar subscription is active, and since when', response: calendar.feedStatus },
  'calendar.regenerateFeedUrl': { domain: 'calendar', method: 'POST', path: '/api/Calendar/feed-url/regenerate', roles: STAFF, scope: 'self', summary: 'Make the subscription address, or a new one (the previous one stops working); answered once', response: calendar.feedStatus },
  'calendar.revokeFeedUrl': { domain: 'calendar', method: 'DELETE', path: '/api/Calendar/feed-url', roles: STAFF, scope: 'self', summary: 'Stop the subscription address', response: calendar.feedStatus },
  'calendar.feed': { domain: 'calendar', method: 'GET', path: '/api/Calendar/feed/{token}', roles: 'public', summary: "A person's appointments, hearings and alerted deadlines as iCalendar (the token in the path is the credential)", params: calendar.feedParams, response: z.string(), contentType: 'text/calendar; charset=utf-8' },
});
